/**
 * Meta flags that the app's QueryCache and MutationCache read to decide whether a failure is
 * shown to the user (see `app/query-client.ts`).
 */
type TQueryMeta = {
  /** The query handles its own failures (or a failure is expected): no global error notice. */
  isSilent?: boolean;
};

/** Meta of mutations. */
type TMutationMeta = {
  /** The caller shows the failure itself (e.g. messages next to form fields): no global toast. */
  handlesErrors?: boolean;
};

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface; it types `meta` on every query and mutation.
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TMutationMeta;
  }
}

export {};
