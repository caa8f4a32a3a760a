export interface CpuSample {
  at: number;
  machine: number;
  ours: number;
}

export function sample(root?: number): CpuSample | null;
export function foreignCores(before: CpuSample | null, after: CpuSample | null): number | null;
