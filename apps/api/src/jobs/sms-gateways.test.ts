import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  aakashAccepted,
  aakashError,
  type FakeSmsGateway,
  sparrowAccepted,
  sparrowRefused,
  startFakeSmsGateway,
} from "../../test/fake-sms-gateway";
import { aakashSms } from "./aakash-sms";
import { sparrowSms } from "./sparrow-sms";

let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.requests.length = 0;
});

/** A port nothing listens on: the connection is refused. */
const closedBaseUrl = async () => {
  const other = await startFakeSmsGateway();
  await other.close();
  return other.url;
};

describe("Sparrow SMS adapter", () => {
  const sparrow = () => sparrowSms({ baseUrl: gateway.url, token: "sparrow-token", from: "PRAGATI" });

  it("posts the documented form fields to v2/sms/ and reads HTTP 200 with response_code 200 as queued", async () => {
    gateway.answer(() => sparrowAccepted(1));
    const answers = await sparrow().send({ to: ["9841000001"], text: "सूचना: बैठक" });
    expect(gateway.requests).toEqual([
      {
        method: "POST",
        path: "/v2/sms/",
        fields: { token: "sparrow-token", from: "PRAGATI", to: "9841000001", text: "सूचना: बैठक" },
      },
    ]);
    // Sparrow's documented answer carries no message id and no credits.
    expect(answers).toEqual([{ to: "9841000001", accepted: true, messageId: null, credits: null }]);
  });

  it("joins several numbers with commas and answers for each", async () => {
    gateway.answer(() => sparrowAccepted(2));
    const answers = await sparrow().send({ to: ["9841000001", "9801000002"], text: "hi" });
    expect(gateway.requests[0].fields.to).toBe("9841000001,9801000002");
    expect(answers.map((a) => [a.to, a.accepted])).toEqual([
      ["9841000001", true],
      ["9801000002", true],
    ]);
  });

  it.each([
    [1000, "A required field is missing", "request"],
    [1001, "Invalid IP Address", "account"],
    [1002, "Invalid Token", "token"],
    [1003, "Account Inactive", "account"],
    [1004, "Account Inactive", "account"],
    [1005, "Account has been expired", "account"],
    [1006, "Account has been expired", "account"],
    [1007, "Invalid Receiver", "receiver"],
    [1008, "Invalid Sender", "sender"],
    [1010, "Text cannot be empty", "request"],
    [1011, "No valid receiver", "receiver"],
    [1012, "No Credits Available", "credit"],
    [1013, "Insufficient Credits", "credit"],
  ])("reads HTTP 403 with response_code %i as a refusal no retry can help", async (code, response, kind) => {
    gateway.answer(() => sparrowRefused(code, response));
    expect(await sparrow().send({ to: ["9841000001"], text: "x" })).toEqual([
      { to: "9841000001", accepted: false, retry: false, kind, reason: `Sparrow ${code}: ${response}` },
    ]);
  });

  it("retries a 5xx, an answer it cannot read and a refused connection", async () => {
    gateway.answer(() => ({ status: 502, body: "<html>Bad gateway</html>" }));
    expect(await sparrow().send({ to: ["9841000001"], text: "x" })).toEqual([
      {
        to: "9841000001",
        accepted: false,
        retry: true,
        kind: "unreachable",
        reason: "Sparrow answered HTTP 502",
      },
    ]);
    gateway.answer(() => ({ status: 200, body: { unexpected: true } }));
    expect((await sparrow().send({ to: ["9841000001"], text: "x" }))[0]).toMatchObject({
      accepted: false,
      retry: true,
    });
    const offline = sparrowSms({ baseUrl: await closedBaseUrl(), token: "t", from: "f" });
    const [answer] = await offline.send({ to: ["9841000001"], text: "x" });
    expect(answer).toMatchObject({ accepted: false, retry: true, kind: "unreachable" });
    expect(answer.accepted === false && answer.reason).toMatch(/^Sparrow could not be reached/);
  });

  it("retries a gateway that does not answer within the time-out", async () => {
    gateway.answer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return sparrowAccepted();
    });
    const slow = sparrowSms({ baseUrl: gateway.url, token: "t", from: "f", timeoutMs: 50 });
    const [answer] = await slow.send({ to: ["9841000001"], text: "x" });
    expect(answer).toMatchObject({ accepted: false, retry: true, kind: "unreachable" });
    expect(answer.accepted === false && answer.reason).toMatch(
      /^Sparrow could not be reached: .*(timeout|aborted)/i,
    );
  });

  it("asks v2/credit/ for the balance with the token and reads credits_available or the refusal", async () => {
    gateway.answer(() => ({
      status: 200,
      body: { credits_available: 950, credits_consumed: 50, response_code: 200 },
    }));
    expect(await sparrow().balance()).toEqual({ available: 950 });
    expect(gateway.requests).toEqual([
      { method: "GET", path: "/v2/credit/", fields: { token: "sparrow-token" } },
    ]);
    gateway.answer(() => sparrowRefused(1002, "Invalid Token"));
    expect(await sparrow().balance()).toEqual({ error: "Sparrow 1002: Invalid Token" });
  });
});

describe("Aakash SMS adapter", () => {
  const aakash = () => aakashSms({ baseUrl: gateway.url.replace(/\/$/, ""), token: "aakash-token" });

  it("posts auth_token, to and text to sms/v3/send/ and stores each valid recipient's id and credits", async () => {
    gateway.answer(() => aakashAccepted([{ mobile: "9841000001", id: 2673160, credit: 2 }]));
    const answers = await aakash().send({ to: ["9841000001"], text: "नमस्ते" });
    expect(gateway.requests).toEqual([
      {
        method: "POST",
        path: "/sms/v3/send/",
        fields: { auth_token: "aakash-token", to: "9841000001", text: "नमस्ते" },
      },
    ]);
    expect(answers).toEqual([{ to: "9841000001", accepted: true, messageId: "2673160", credits: 2 }]);
  });

  it("matches several recipients by number, masked digits included, and refuses the aborted ones", async () => {
    gateway.answer(() =>
      aakashAccepted(
        [
          { mobile: "977980*******", id: 11, credit: 1 },
          { mobile: "9841000001", id: 12, credit: 1 },
        ],
        [{ mobile: "9700000003" }],
      ),
    );
    const answers = await aakash().send({ to: ["9841000001", "9801234567", "9700000003"], text: "x" });
    expect(answers).toEqual([
      { to: "9841000001", accepted: true, messageId: "12", credits: 1 },
      { to: "9801234567", accepted: true, messageId: "11", credits: 1 },
      {
        to: "9700000003",
        accepted: false,
        retry: false,
        kind: "receiver",
        reason: "Aakash: recipient aborted",
      },
    ]);
  });

  it.each([
    ["The provided Auth Token is not valid.", "token"],
    ["Not enough balance.", "credit"],
    ["The to field is required.", "request"],
  ])("reads HTTP 200 with error: true (%s) as a refusal no retry can help", async (message, kind) => {
    gateway.answer(() => aakashError(message));
    expect(await aakash().send({ to: ["9841000001"], text: "x" })).toEqual([
      { to: "9841000001", accepted: false, retry: false, kind, reason: `Aakash: ${message}` },
    ]);
  });

  it("retries a 5xx and a refused connection", async () => {
    gateway.answer(() => ({ status: 503, body: "" }));
    expect(await aakash().send({ to: ["9841000001"], text: "x" })).toEqual([
      {
        to: "9841000001",
        accepted: false,
        retry: true,
        kind: "unreachable",
        reason: "Aakash answered HTTP 503",
      },
    ]);
    const offline = aakashSms({ baseUrl: await closedBaseUrl(), token: "t" });
    expect((await offline.send({ to: ["9841000001"], text: "x" }))[0]).toMatchObject({
      accepted: false,
      retry: true,
      kind: "unreachable",
    });
  });

  it("asks sms/v1/credit for the balance and reads available_credit or the error", async () => {
    gateway.answer(() => ({
      status: 200,
      body: { available_credit: 1000, total_sms_sent: 500, response_code: 202 },
    }));
    expect(await aakash().balance()).toEqual({ available: 1000 });
    expect(gateway.requests).toEqual([
      { method: "POST", path: "/sms/v1/credit", fields: { auth_token: "aakash-token" } },
    ]);
    gateway.answer(() => aakashError("The provided Auth Token is not valid."));
    expect(await aakash().balance()).toEqual({ error: "Aakash: The provided Auth Token is not valid." });
  });
});
