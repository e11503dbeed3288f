export function craftedDrawFile(
  people?: number,
  reach?: number,
): {
  format: string;
  version: number;
  draw: { title: string };
  participants: { name: string }[];
  exclusions: string[][];
};
