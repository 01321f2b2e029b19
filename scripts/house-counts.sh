#!/usr/bin/env bash
# Counts the repeated shapes the house rules keep to one (architecture: "one of each primitive",
# "a rule of the domain lives in one server service"): run before and after a change to see whether
# it brought one back. Each line is a grep anyone can re-run; product code only (tests excluded).
set -uo pipefail
cd "$(dirname "$0")/.."

# Files of product code whose code (not a comment line) matches $1, but those matching $2.
product() {
  grep -rnE "$1" src sw server --include=*.ts --include=*.tsx | grep -vE '^[^:]+:[0-9]+:\s*(//|\*|/\*)' \
    | cut -d: -f1 | sort -u | grep -vE '\.test\.tsx?$|/generated/' | grep -vE "${2:-^$}"
}
count() { printf '%-58s %s\n' "$1" "$2"; }

# (server/auth/password.ts: scrypt's cost is a power of two, not a delay.)
count 'hand-written back-off (files)' "$(product '\* 2 \*\*|delaysMs\[|DELAYS_MS\[|retryDelaysMs\[|Math\.min\([a-zA-Z.]+ \* 2' 'src/primitives/|server/auth/password.ts' | wc -l)"
count 'hand-made listener sets (new Set<(…) => …>)' "$(product 'new Set<\(' 'src/primitives/|server/auth/password.ts' | wc -l)"
count 'files using Web Storage directly' "$(product 'localStorage|sessionStorage' | wc -l)"
count "files naming the 'check-in' write kind" "$(grep -rlE "kind: 'check-in'|'check-in'" src sw --include=*.ts --include=*.tsx | grep -vE '\.test\.tsx?$' | wc -l)"
count 'imports between sibling folders of server/routes/' "$(for d in server/routes/*/; do grep -hoE "from '\.\./[a-z-]+/" "$d"*.ts 2>/dev/null; done | grep -c .)"
count 'durable queues claiming with SKIP LOCKED (folders)' "$(product 'SKIP LOCKED' | xargs -r -n1 dirname | sort -u | wc -l)"
count 'buildingId compared with 0 outside its helper' "$(grep -rnE 'buildingId (===|!==|>) 0' src --include=*.ts --include=*.tsx | grep -vE '\.test\.tsx?:' | grep -v 'src/ui/building-choice' | wc -l)"
count 'hand-written <select>s of buildings (files)' "$(for f in $(grep -rlE '<select' src/features src/pages --include=*.tsx | grep -vE '\.test\.tsx?$'); do grep -A3 '<select' "$f" | grep -qiE 'uilding' && echo "$f"; done | wc -l)"
count 'migration lines over 400 characters' "$(awk 'length($0) > 400' server/db/migrations/*.sql | wc -l)"
count 'comments citing an issue number or spec section' "$(grep -rnE '(//|/?\*|--).*([Ii]ssues? #?[0-9]+|spec §|§ ?[0-9])' src sw server tests scripts bench --include=*.ts --include=*.tsx --include=*.sql --include=*.js | wc -l)"
count 'README lines' "$(wc -l < README.md)"
