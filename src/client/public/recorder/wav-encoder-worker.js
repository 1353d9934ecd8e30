// WAV encoder worker: the recorder's last resort, used only where MediaRecorder cannot record the processed stream.
// Input: Float32 mono chunks at the capture rate. Output: 16-bit PCM mono WAV, resampled to a speech rate so a
// 120 s reply (5.8 MB at 24 kHz) still fits the 8 MB upload limit that 48 kHz (11.5 MB) would break.

function resample(samples, inputRate, outputRate) {
  if (inputRate === outputRate) return samples;
  const ratio = inputRate / outputRate;
  const length = Math.floor(samples.length / ratio);
  const out = new Float32Array(length);
  // Averaging the input samples each output sample covers is a box low-pass: enough against aliasing for speech.
  for (let i = 0; i < length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j];
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return out;
}

function concat(chunks) {
  let total = 0;
  for (const c of chunks) total += c.length;
  const out = new Float32Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

function encodeWav(chunks, inputRate, outputRate) {
  const samples = resample(concat(chunks), inputRate, outputRate);
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset, s) => {
    for (let i = 0; i < s.length; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, outputRate, true);
  view.setUint32(28, outputRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return buffer;
}

self.onmessage = (event) => {
  const { type, chunks, inputRate, outputRate } = event.data || {};
  if (type !== 'encode') return;
  try {
    const wav = encodeWav(chunks, inputRate, outputRate || inputRate);
    self.postMessage({ type: 'done', wav }, [wav]);
  } catch (error) {
    self.postMessage({ type: 'error', message: String((error && error.message) || error) });
  }
};
