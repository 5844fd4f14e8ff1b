#!/bin/sh
# Regenerates the demo HLS stream (a VOD playlist, not a live one): 9 s of ffmpeg's test pattern with a
# 440 Hz tone, 320x180 at 15 fps, H.264 baseline + AAC mono, three 3-second MPEG-TS segments (< 1 MB in all).
# Run from this folder: sh make-sample-stream.sh
set -eu
rm -f sample.m3u8 sample-*.ts
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x180:rate=15" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100" \
  -t 9 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 150k -maxrate 200k -bufsize 300k \
  -g 15 -keyint_min 15 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 3 -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_filename "sample-%d.ts" sample.m3u8
