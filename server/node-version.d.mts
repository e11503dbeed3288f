/** One release line engines.node allows: its lowest version, and whether later majors count too. */
export type AllowedNodeLine = { lowest: [number, number, number]; later: boolean };
export declare function allowedNodeVersions(): AllowedNodeLine[];
export declare function isSupportedNode(version: string, allowed?: AllowedNodeLine[]): boolean;
export declare function oldNodeMessage(version: string, allowed?: AllowedNodeLine[]): string;
