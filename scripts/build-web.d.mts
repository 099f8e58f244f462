/** Types of build-web.mjs (see there). */
export declare const webBuildMode: 'production';
export declare const webBuildInputs: string[];
export declare function webBuildStampPath(root?: string): string;
export declare function webInputsHash(root?: string): string;
export declare function webRebuildReason(root?: string): string | null;
export declare function webBuildEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function buildWeb(root?: string): number;
