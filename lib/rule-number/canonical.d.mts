export declare function canonicalNumber(raw: string): string
