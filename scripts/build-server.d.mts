/** Types of build-server.mjs (see there). */
export declare const serverEntries: Record<string, string>;
export declare const serverAssets: Record<string, string>;
export declare function buildServer(outDir?: string): Promise<{ outDir: string; ms: number }>;
