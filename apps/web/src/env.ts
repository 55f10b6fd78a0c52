// The only module that reads the build's environment (import.meta.env).
/** The company title of the header and the drawer; a deployment may set VITE_COMPANY_TITLE at build. */
export const COMPANY_TITLE: string =
  (import.meta.env.VITE_COMPANY_TITLE as string | undefined) ?? 'Dược phẩm Thuận Phát';
