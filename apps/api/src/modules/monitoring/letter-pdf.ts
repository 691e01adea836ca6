import type { Letter } from "@pragati/domain/monitoring";
import type PDFDocument from "pdfkit";
import { apiPath } from "../../paths";

/**
 * A visit's letter (order-letter.ts, the lines the print view shows) as an A4 PDF. The Devanagari font is
 * vendored (apps/api/assets/fonts, SIL OFL) and read from the API package's folder; Latin letters, which the font lacks, are drawn in the PDF's built-in Helvetica.
 */
const FONTS = {
  regular: apiPath("assets/fonts/NotoSansDevanagari-Regular.ttf"),
  bold: apiPath("assets/fonts/NotoSansDevanagari-Bold.ttf"),
};
const LATIN = { regular: "Helvetica", bold: "Helvetica-Bold" };
type Weight = keyof typeof FONTS;

const MM = 72 / 25.4;
const MARGIN = 20 * MM;
const SIZE = 11;
const LINE = SIZE * 1.7;

type Doc = InstanceType<typeof PDFDocument>;
type Run = { text: string; latin: boolean };

/** What the Devanagari font draws; digits, spaces and signs (NEUTRAL) join the run they are in. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u20B9\u25CC]|\u200C|\u200D/;
const NEUTRAL = /[\s0-9!"#%'()*+,\-./:;<=>?[\]^_{|}~\u2010-\u2027]/;

/** A line cut into runs of one font: Devanagari in Noto, anything else (Latin names) in Helvetica. */
const runsOf = (text: string): Run[] => {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const latin = !DEVANAGARI.test(char);
    if (last && (NEUTRAL.test(char) || last.latin === latin)) last.text += char;
    else runs.push({ text: char, latin: latin && !NEUTRAL.test(char) });
  }
  return runs;
};

const width = (doc: Doc, text: string, weight: Weight) =>
  runsOf(text).reduce(
    (sum, run) =>
      sum +
      doc
        .font(run.latin ? LATIN[weight] : FONTS[weight])
        .fontSize(SIZE)
        .widthOfString(run.text),
    0,
  );

/** Lines of at most `max` points, broken at spaces (a word longer than a line stands alone). */
const wrap = (doc: Doc, text: string, max: number, weight: Weight) => {
  const space = width(doc, " ", weight);
  const lines: string[] = [];
  let line = "";
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    // Each word is measured once: a line's width is its words' and the spaces between them.
    const w = width(doc, word, weight);
    if (line && used + space + w > max) {
      lines.push(line);
      line = "";
    }
    used = line ? used + space + w : w;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

/** A PDF text string of any script: UTF-16BE with its byte-order mark, as hex. */
const pdfText = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, "0")).join("")}>`;

/**
 * Draws `text` with its words as written attached (a Span's ActualText): the shaper reorders glyphs (the
 * i-sign ि is drawn before its consonant), so without it a reader that copies or extracts the text gets
 * the glyphs' order. pdfkit's markContent opens the span outside the q…Q that each of its text calls
 * draws in (with a flip of the page), and poppler (pdftotext) places a span by the graphics state at its
 * end, so it puts the words upside down and out of order; the span is therefore written inside, around
 * the text object (BT…ET).
 */
const textWithActual = (doc: Doc, text: string, x: number, y: number) => {
  const add = doc.addContent;
  doc.addContent = (data: string) => {
    if (data === "BT") add.call(doc, `/Span << /ActualText ${pdfText(text)} >> BDC`);
    add.call(doc, data);
    if (data === "ET") add.call(doc, "EMC");
    return doc;
  };
  try {
    doc.text(text, x, y, { lineBreak: false, baseline: "alphabetic" });
  } finally {
    doc.addContent = add;
  }
};

/** Draws one line at (x, y: its top), word by word, each run in its font. */
const drawLine = (doc: Doc, text: string, x: number, y: number, weight: Weight) => {
  let at = x;
  for (const run of runsOf(text)) {
    for (const piece of run.text.split(/(?<=\s)/)) {
      doc.font(run.latin ? LATIN[weight] : FONTS[weight]).fontSize(SIZE);
      textWithActual(doc, piece, at, y + SIZE * 1.2);
      at += doc.widthOfString(piece);
    }
  }
};

type Align = "left" | "center" | "right";

/** Lays a letter out on A4: head, reference and date, subject, body, the team table, closing, signature. */
export const letterPdf = async (letter: Letter, title: string): Promise<Buffer> => {
  // Loaded on the first letter, not at start: pdfkit and its font engine weigh about 25 MB of the idle
  // process, which the memory limits of the imports and exports (300 MB) leave little room for.
  const { default: PDF } = await import("pdfkit");
  const doc = new PDF({
    size: "A4",
    margin: MARGIN,
    lang: "ne",
    info: { Title: title, Creator: "Pragati" },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const paragraph = (text: string, options: { align?: Align; weight?: Weight; gap?: number } = {}) => {
    const weight = options.weight ?? "regular";
    for (const line of wrap(doc, text, right - left, weight)) {
      room(LINE);
      const w = width(doc, line, weight);
      const x =
        options.align === "center" ? (left + right - w) / 2 : options.align === "right" ? right - w : left;
      drawLine(doc, line, x, y, weight);
      y += LINE;
    }
    y += options.gap ?? LINE / 2;
  };

  paragraph(letter.government, { align: "center", gap: 0 });
  paragraph(letter.office, { align: "center", weight: "bold", gap: LINE });
  room(LINE);
  drawLine(doc, letter.orderNumber, left, y, "regular");
  drawLine(doc, letter.date, right - width(doc, letter.date, "regular"), y, "regular");
  y += LINE * 1.5;
  paragraph(letter.subject, { align: "center", weight: "bold" });
  paragraph(letter.addressee);
  for (const text of letter.body) paragraph(text);

  // The team table: the first column narrow, the others sharing the rest of the line.
  const columns = letter.teamHeader.length;
  const first = 14 * MM;
  const rest = (right - left - first) / (columns - 1);
  const widths = letter.teamHeader.map((_, i) => (i === 0 ? first : rest));
  const pad = 2 * MM;
  const row = (cells: readonly string[], weight: Weight) => {
    const lines = cells.map((cell, i) => wrap(doc, cell, widths[i] - 2 * pad, weight));
    const height = Math.max(1, ...lines.map((l) => l.length)) * LINE;
    room(height);
    let x = left;
    lines.forEach((cellLines, i) => {
      doc.rect(x, y, widths[i], height).lineWidth(0.5).stroke();
      cellLines.forEach((line, n) => {
        drawLine(doc, line, x + pad, y + n * LINE, weight);
      });
      x += widths[i];
    });
    y += height;
  };
  row(letter.teamHeader, "bold");
  for (const cells of letter.team) row(cells, "regular");
  y += LINE / 2;

  for (const text of letter.closing) paragraph(text);
  y += LINE;
  for (const line of letter.signature.filter(Boolean)) paragraph(line, { align: "right", gap: 0 });
  y += LINE;
  for (const line of letter.copies) paragraph(line, { gap: 0 });

  doc.end();
  return done;
};
