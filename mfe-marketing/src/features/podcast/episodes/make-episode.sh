#!/usr/bin/env bash
# Regenerates episode-01.mp3 from its script with Debian's speech synthesiser and MP3 encoder
# (apt-get install -y espeak-ng lame). Mono, 22.05 kHz, 24 kbit/s keeps a minute of speech under 300 KB.
set -euo pipefail
cd "$(dirname "$0")"
espeak-ng -v en-gb -s 170 -p 45 -f episode-01.txt -w /tmp/episode-01.wav
lame --quiet -m m --resample 22.05 -b 24 \
  --tt 'Three jobs to automate this month' --ta 'Kea AI Studio' --tl 'Kea AI Studio Podcast' --tn 1 \
  /tmp/episode-01.wav episode-01.mp3
rm -f /tmp/episode-01.wav
