#!/bin/sh
# Renders the batting-cage splash page's looping background video (apps/web/public/media/).
# Needs Debian's ffmpeg (apt-get install ffmpeg). Every term is periodic in T with period 8 s, so
# the last frame leads into the first and the loop has no seam. Output is committed; re-run only
# to change the look.
set -eu
out="$(dirname "$0")/../../apps/web/public/media"
mkdir -p "$out"
period=8
# Slow diagonal light bands over the brand's dark teal, with a soft drifting glow.
band="sin(2*PI*(X/W*1.2+Y/H*0.6-T/$period))"
glow="exp(-(pow(X/W-0.5-0.25*cos(2*PI*T/$period),2)+pow(Y/H-0.5-0.2*sin(2*PI*T/$period),2))*6)"
geq="r='18+10*$band+40*$glow':g='42+18*$band+70*$glow':b='52+16*$band+60*$glow'"
ffmpeg -y -loglevel error -f lavfi -i "color=c=black:s=480x270:r=24:d=$period" \
  -vf "geq=$geq,format=yuv420p" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/splash.webm"
ffmpeg -y -loglevel error -i "$out/splash.webm" -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p \
  -movflags +faststart -an "$out/splash.mp4"
# The poster: the first frame, shown when motion is reduced or before the video plays.
ffmpeg -y -loglevel error -i "$out/splash.webm" -frames:v 1 -q:v 5 "$out/splash-poster.jpg"
ls -l "$out"
