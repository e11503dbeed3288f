export type LanguageFacts = { code: string; name: string; format: string; direction: "ltr" | "rtl"; currency: string };
export declare const LANGUAGES_MODULE: string;
export declare const CATALOGUES_MODULE: string;
export declare function readLanguages(dir?: string): LanguageFacts[];
export declare function modulesFor(languages: LanguageFacts[]): Record<string, string>;
export declare function syncLocaleModules(options?: { write?: boolean }): string[];
