// AudioWorklet processor of the recorder: measures the level of the processed signal for the meter and, only
// when the browser cannot encode with MediaRecorder, hands raw PCM to the page for the WAV encoder.
// Runs on the audio rendering thread, so it batches: posting a message every 128-frame quantum would flood the port.

class AudioCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const opts = (options && options.processorOptions) || {};
    this.capture = Boolean(opts.capture);
    this.chunkFrames = opts.chunkFrames || 16384;
    this.levelFrames = Math.max(128, Math.round((sampleRate * (opts.levelIntervalMs || 50)) / 1000));
    this.chunk = new Float32Array(this.chunkFrames);
    this.filled = 0;
    this.sumSquares = 0;
    this.peak = 0;
    this.measured = 0;
    this.running = true;
    this.port.onmessage = (event) => {
      if (event.data && event.data.type === 'stop') {
        this.flush();
        this.running = false;
        this.port.postMessage({ type: 'stopped' });
      }
    };
  }

  flush() {
    if (this.filled === 0) return;
    const out = this.chunk.slice(0, this.filled);
    this.port.postMessage({ type: 'pcm', samples: out }, [out.buffer]);
    this.filled = 0;
  }

  process(inputs) {
    if (!this.running) return false;
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      const s = channel[i];
      this.sumSquares += s * s;
      const a = s < 0 ? -s : s;
      if (a > this.peak) this.peak = a;
    }
    this.measured += channel.length;
    if (this.measured >= this.levelFrames) {
      this.port.postMessage({ type: 'level', rms: Math.sqrt(this.sumSquares / this.measured), peak: this.peak });
      this.sumSquares = 0;
      this.peak = 0;
      this.measured = 0;
    }
    if (this.capture) {
      let offset = 0;
      while (offset < channel.length) {
        const n = Math.min(channel.length - offset, this.chunkFrames - this.filled);
        this.chunk.set(channel.subarray(offset, offset + n), this.filled);
        this.filled += n;
        offset += n;
        if (this.filled === this.chunkFrames) this.flush();
      }
    }
    return true;
  }
}

registerProcessor('audio-capture-processor', AudioCaptureProcessor);
