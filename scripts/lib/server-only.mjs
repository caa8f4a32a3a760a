// `server-only` outside Next: nothing to guard in a node script.
export {};
