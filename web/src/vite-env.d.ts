interface ImportMetaEnv {
  /** spec 000 §7: the API base URL comes from configuration; default '/api'. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
