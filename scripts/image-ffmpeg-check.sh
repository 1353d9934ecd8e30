#!/bin/sh
# Run inside the image by scripts/image-test.sh, with its sample files in /samples: the commands the server runs on
# uploads (audio/measure-audio.ts, modules/gallery/gallery-thumbnails.ts) and on an album (audio/album-audio.ts).
set -u
ff=${FFMPEG_PATH:-ffmpeg}
failed=0
for f in /samples/voice.*; do
  if ! $ff -v error -nostdin -threads 1 -i "$f" -map 0:a:0 -map_metadata -1 -ac 1 -ar 8000 -filter_threads 1 -f s16le pipe:1 > /tmp/pcm || ! [ -s /tmp/pcm ]; then
    echo "cannot measure $f"
    failed=1
  fi
done
for f in /samples/video-*; do
  if ! $ff -nostdin -v error -ss 0 -i "$f" -frames:v 1 -f image2pipe -c:v png pipe:1 > /tmp/frame.png || ! [ -s /tmp/frame.png ]; then
    echo "no poster frame from $f"
    failed=1
  fi
done
printf ';FFMETADATA1\ntitle=Album\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=One\n' > /tmp/meta
if ! $ff -hide_banner -nostats -loglevel error -f s16le -ac 1 -ar 44100 -i /tmp/pcm -c:a aac -b:a 64k -y /tmp/album.m4a \
  || ! $ff -hide_banner -nostats -loglevel error -nostdin -i /tmp/album.m4a -f ffmetadata -i /tmp/meta -map 0:a -map_metadata 1 \
    -map_chapters 1 -c copy -movflags +faststart -f ipod -y /tmp/album-final.m4a \
  || ! [ -s /tmp/album-final.m4a ]; then
  echo 'cannot make an album'
  failed=1
fi
exit $failed
