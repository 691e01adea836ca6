import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the gateway received: method, path and the fields (form body, or query for GET). */
export type GatewayRequest = { method: string; path: string; fields: Record<string, string> };
export type GatewayAnswer = { status: number; body: unknown };
export type FakeSmsGateway = {
  /** Base address to configure (`SMS_GATEWAY_URL`). */
  url: string;
  requests: GatewayRequest[];
  /** How the next requests are answered; every request is recorded first. */
  answer: (respond: (request: GatewayRequest) => GatewayAnswer | Promise<GatewayAnswer>) => void;
  close: () => Promise<void>;
};

/** A local HTTP server on 127.0.0.1 and a random port playing an SMS gateway for the adapters. */
export const startFakeSmsGateway = async (): Promise<FakeSmsGateway> => {
  const requests: GatewayRequest[] = [];
  let respond: (request: GatewayRequest) => GatewayAnswer | Promise<GatewayAnswer> = () => ({
    status: 200,
    body: {},
  });
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const params = req.method === "GET" ? url.searchParams : new URLSearchParams(body);
      const request = { method: req.method ?? "", path: url.pathname, fields: Object.fromEntries(params) };
      requests.push(request);
      const answer = await respond(request);
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    answer: (next) => {
      respond = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Sparrow's documented answers. */
export const sparrowAccepted = (count = 1): GatewayAnswer => ({
  status: 200,
  body: { count, response_code: 200, response: `${count} mesages has been queued for delivery` },
});
export const sparrowRefused = (code: number, response: string): GatewayAnswer => ({
  status: 403,
  body: { response_code: code, response },
});

/** Aakash's answers as integrations show them. */
export const aakashAccepted = (
  valid: { mobile: string; id: number; credit: number }[],
  invalid: { mobile: string }[] = [],
): GatewayAnswer => ({
  status: 200,
  body: {
    error: false,
    message: `${valid.length} messages has been queued for delivery.`,
    data: {
      valid: valid.map((v) => ({ ...v, text: "x", network: "ntc", status: "queued" })),
      invalid: invalid.map((v) => ({ ...v, text: "x", credit: 0, network: "N/A", status: "aborted" })),
    },
  },
});
export const aakashError = (message: string): GatewayAnswer => ({
  status: 200,
  body: { error: true, message, data: [] },
});
