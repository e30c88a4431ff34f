/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time interface language override (SPEC §1), e.g. zh_CN. */
  readonly VITE_DEFAULT_LANG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
