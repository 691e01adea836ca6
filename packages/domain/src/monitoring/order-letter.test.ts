import { describe, expect, it } from "vitest";
import { confirmationLetter, letterAvailable, letterFileName, orderLetter } from "./order-letter";
import { VISIT_STATES } from "./visit-states";

const visit = {
  title: "सडक अनुगमन",
  subject: "निर्देशन पालना",
  order_number: "2082/83-07",
  order_issued_on: "2082-04-15",
  from_date: "2082-04-20",
  to_date: "2082-04-22",
  nikaya: { name: "Ministry", name_np: "मन्त्रालय" },
  target_nikaya: { name: "Department", name_np: "" },
  project: null,
  transport: null,
  expense: null,
  location: "",
  approver_name: "राम",
  approver_designation: "सचिव",
  approver_office: "मन्त्रालय",
  state: "ordered" as const,
  order_count: 1,
  members: [
    { name: "सीता", designation: "उपसचिव", is_leader: true, verified_at: "2026-08-01T10:00:00Z" },
    { name: "Hari", designation: "", is_leader: false, verified_at: null },
  ],
};

describe("visit letters", () => {
  it("are available once the order is issued; the confirmation never for a cancelled visit", () => {
    for (const state of VISIT_STATES) {
      expect(letterAvailable("order", { state, order_count: 0 })).toBe(false);
      expect(letterAvailable("confirmation", { state, order_count: 0 })).toBe(false);
      expect(letterAvailable("order", { state, order_count: 1 })).toBe(true);
      expect(letterAvailable("confirmation", { state, order_count: 1 })).toBe(state !== "cancelled");
    }
  });

  it("share the letter head: office, order number and date in Devanagari digits", () => {
    const order = orderLetter(visit);
    const confirmation = confirmationLetter(visit);
    for (const letter of [order, confirmation]) {
      expect(letter.office).toBe("मन्त्रालय");
      expect(letter.orderNumber).toBe("आदेश नं.: २०८२/८३-०७");
      expect(letter.date).toBe("मिति: २०८२/०४/१५");
    }
    // The office's English name stands in when it has no Nepali one.
    expect(confirmation.addressee).toBe("श्री Department,");
    expect(confirmation.team.map((row) => row.at(-1))).toEqual(["पुष्टि भएको", "पुष्टि हुन बाँकी"]);
    expect(order.closing).toEqual(["अनुगमन सकिएको ७ दिनभित्र तोकिएको ढाँचामा प्रतिवेदन पेश गर्नुहुन अनुरोध छ।"]);
  });

  it("name their PDF by kind and order number, the visit's id when the number has no Latin letter or digit", () => {
    expect(letterFileName("order", { id: 9, order_number: "2082/83-07" })).toBe("aadesh-2082-83-07.pdf");
    expect(letterFileName("confirmation", { id: 9, order_number: " A 12 " })).toBe("aadesh-pushti-A-12.pdf");
    expect(letterFileName("order", { id: 9, order_number: "१२" })).toBe("aadesh-9.pdf");
  });
});
