export declare function contentSecurityPolicy(scriptHashes?: string[]): string
export declare const CONTENT_SECURITY_POLICY: string
export declare const BASE_SECURITY_HEADERS: Array<{ key: string; value: string }>
export declare const SECURITY_HEADERS: Array<{ key: string; value: string }>
