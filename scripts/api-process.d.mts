/** See api-process.mjs. */
export declare const buildApi: () => void;
export declare const API_NODE_ARGS: string[];
