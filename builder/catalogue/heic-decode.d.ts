// heic-decode ships no types: the one call builder/catalogue/photos.ts makes.
declare module 'heic-decode' {
  /** The first image of a HEIC file, turned as the file says, as RGBA pixels. */
  export default function decode(input: {
    buffer: ArrayBufferLike | Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
