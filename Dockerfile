# syntax=docker/dockerfile:1
# Voxbook's image (docs/decisions/060): Node 24 on Debian 12, the built app and the production files it loads, a small
# ffmpeg made from Debian's own source, a non-root user, the data on a volume.
#   docker build -t voxbook .
#   docker run -p 3000:3000 -v voxbook-data:/data voxbook
# Behind a TLS-inspecting proxy, hand its CA to the npm install: docker build --secret id=npm_ca,src=proxy-ca.pem .
# scripts/image-test.sh builds and runs this file unchanged on a machine without Docker (buildah).

# The one base of every stage (docs/decisions/060 says why this one).
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# ffmpeg from Debian's source package (its security fixes included), configured with only what Voxbook runs:
# Debian's binary package pulls in ~490 MB of libraries (GL, SDL, LLVM...) for devices and codecs it never uses.
# What it must decode is what uploads may be (storage/media-types.ts): guests' recordings, and the gallery's videos
# for their poster frames. What it runs: audio/measure-audio.ts, audio/playable-copy.ts, audio/album-audio.ts and
# modules/gallery/gallery-thumbnails.ts; audio/ffmpeg.ts refuses a binary that lacks the encoder or the filters.
FROM ${NODE_IMAGE} AS ffmpeg
RUN sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources \
 && apt-get update \
 && apt-get install -y --no-install-recommends build-essential dpkg-dev nasm pkg-config libmp3lame-dev libdav1d-dev zlib1g-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /usr/src
RUN apt-get update && apt-get source --only-source ffmpeg && rm -rf /var/lib/apt/lists/* \
 && cd ffmpeg-*/ \
 && ./configure --prefix=/opt/ffmpeg --disable-debug --disable-doc --disable-ffplay --disable-ffprobe --disable-network \
      --disable-autodetect --disable-everything --enable-zlib --enable-libmp3lame --enable-libdav1d \
      --enable-protocol=file,pipe \
      --enable-demuxer=mov,matroska,ogg,mp3,wav,amr,aac,flac,pcm_s16le,ffmetadata \
      --enable-muxer=mp3,ipod,mp4,adts,pcm_s16le,null,image2pipe \
      --enable-decoder=aac,aac_latm,mp3,mp3float,opus,vorbis,flac,alac,amrnb,amrwb,pcm_s16le,pcm_s16be,pcm_s24le,pcm_s32le,pcm_f32le,pcm_f64le,pcm_u8,pcm_alaw,pcm_mulaw,adpcm_ima_wav,adpcm_ms,gsm_ms,h264,hevc,vp8,vp9,libdav1d,mpeg4,h263,mjpeg \
      --enable-encoder=libmp3lame,aac,pcm_s16le,png \
      --enable-parser=aac,aac_latm,mpegaudio,opus,vorbis,flac,h264,hevc,vp8,vp9,av1,mpeg4video,h263,mjpeg \
      --enable-bsf=aac_adtstoasc,vp9_superframe_split \
      --enable-filter=loudnorm,silenceremove,areverse,aresample,aformat,anull,abuffer,abuffersink,format,scale,null,buffer,buffersink \
 && make -j"$(nproc)" \
 && make install \
 && /opt/ffmpeg/bin/ffmpeg -hide_banner -version | head -n 1

FROM ${NODE_IMAGE} AS build
# npm still runs node-gyp for better-sqlite3 13 (its package has a binding.gyp), although it loads a prebuilt binary
# from its package at run time: the compiler stays in this stage (docs/decisions/074).
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# better-sqlite3 compiles against this Node's own headers, which the base image carries: nothing to download.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm ci --no-audit --no-fund
COPY . .
# The client, the guest page's renderer, the server in JavaScript, then only the files these load (scripts/image-files.ts).
RUN npm run build \
 && npx tsc -p tsconfig.server.json \
 && node --import tsx scripts/image-files.ts build/src build/image

FROM ${NODE_IMAGE} AS runtime
# tini: PID 1 that passes SIGTERM on to Node and reaps children. The libraries ffmpeg links to.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini libmp3lame0 libdav1d6 zlib1g \
 && rm -rf /var/lib/apt/lists/*
COPY --from=ffmpeg /opt/ffmpeg/bin/ffmpeg /usr/local/bin/ffmpeg
WORKDIR /app
COPY --from=build /app/build/image ./
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    FFMPEG_PATH=/usr/local/bin/ffmpeg
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "src/server/main.js"]
