/** A slug that is a safe single folder name (a file named `...md` must not escape its section). */
export const isSafeSlug = (slug: string): boolean => /^[^/\\]+$/.test(slug) && !/^\.+$/.test(slug)
