export declare function requiredNodeVersion(): [number, number, number];
export declare function isSupportedNode(version: string, required?: [number, number, number]): boolean;
export declare function oldNodeMessage(version: string, required?: [number, number, number]): string;
