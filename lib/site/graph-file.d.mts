import type { Graph } from '../types.js'

export declare const SUPPORTED_GRAPH_VERSION: number
export declare class GraphFileError extends Error {}
export declare function graphDir(env?: Record<string, string | undefined>): string
export declare function graphPath(env?: Record<string, string | undefined>): string
export declare function readGraphFile(file?: string): Graph
export declare function localId(id: string): string
export declare const SHELL_PAGES: string[]
export declare function pageUrls(graph: Graph): string[]
