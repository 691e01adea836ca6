/** See api-process.mjs. */
export declare const API_NODE_ARGS: string[];
