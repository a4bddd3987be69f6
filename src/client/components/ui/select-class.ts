/** A native select styled like the Input component, for short lists where a listbox adds nothing. */
export const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm';
