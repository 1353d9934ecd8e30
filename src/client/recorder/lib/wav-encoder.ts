import { WAV_SAMPLE_RATE } from './recording-formats.js';

export const WAV_WORKER_URL = '/recorder/wav-encoder-worker.js';

/** Encodes PCM chunks to a 16-bit mono WAV in the worker, off the main thread (a 120 s reply is ~6M samples). */
export function encodeWav(chunks: Float32Array[], inputRate: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WAV_WORKER_URL);
    worker.onmessage = (event: MessageEvent<{ type: string; wav?: ArrayBuffer; message?: string }>) => {
      worker.terminate();
      if (event.data.type === 'done' && event.data.wav) resolve(new Blob([event.data.wav], { type: 'audio/wav' }));
      else reject(new Error(event.data.message ?? 'WAV encoding failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'WAV encoder worker failed'));
    };
    worker.postMessage(
      { type: 'encode', chunks, inputRate, outputRate: Math.min(inputRate, WAV_SAMPLE_RATE) },
      chunks.map((c) => c.buffer as ArrayBuffer),
    );
  });
}
