#!/usr/bin/env bash
# How long `npm test` takes from a fresh clone, as CI runs it (CI=true, every engine): the wall
# time, the CPU-seconds of everything it started (browsers included) and the load average before
# and after, then each part's time from its own output. See docs/BENCHMARKS.md.
#
#   scripts/bench/npm-test-time.sh [commit]       (default: HEAD of this checkout)
#
# The clone gets this checkout's node_modules hard-linked when package-lock.json is the same (else
# `npm ci`), without the caches a fresh clone does not have: the type-check's build info
# (node_modules/.tmp), the build's prerender and advisor caches (.cache) and Vite's and Vitest's.
# It runs in a network namespace of its own when it can (root or user namespaces), so its ports
# meet no other checkout's. CPU-seconds come from a cgroup (cpuacct, v1 or v2) when one can be
# made: /usr/bin/time alone misses the browser processes that outlive their parent.
set -euo pipefail

repo=$(git rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse "${1:-HEAD}")
dir=$(mktemp -d /tmp/yatzy-pad-test-time.XXXXXX)
log="$dir.log"

git clone -q "$repo" "$dir"
git -C "$dir" checkout -q "$commit"
if cmp -s "$repo/package-lock.json" "$dir/package-lock.json" && [ -d "$repo/node_modules" ]; then
  cp -al "$repo/node_modules" "$dir/node_modules"
  rm -rf "$dir"/node_modules/{.tmp,.cache,.vite,.vite-temp,.vitest}
else
  (cd "$dir" && npm ci --no-audit --no-fund >/dev/null)
fi

# A cgroup that counts the CPU time of every process inside, however it ends.
group=""
for root in /sys/fs/cgroup/cpuacct /sys/fs/cgroup/unified /sys/fs/cgroup; do
  if [ -w "$root" ] && mkdir "$root/npm-test-time.$$" 2>/dev/null; then
    group="$root/npm-test-time.$$"
    break
  fi
done
cpu_seconds() {
  if [ -f "$group/cpuacct.usage" ]; then
    awk '{ printf "%.0f", $1 / 1e9 }' "$group/cpuacct.usage"
  elif [ -f "$group/cpu.stat" ]; then
    awk '$1 == "usage_usec" { printf "%.0f", $2 / 1e6 }' "$group/cpu.stat"
  fi
}

isolate=()
if unshare --net true 2>/dev/null; then
  isolate=(unshare --net)
elif unshare --net --map-root-user true 2>/dev/null; then
  isolate=(unshare --net --map-root-user)
fi

echo "npm test of ${commit:0:7} in $dir (log: $log)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
started=$(date +%s)
set +e
(
  [ -n "$group" ] && echo "$BASHPID" >"$group/cgroup.procs"
  cd "$dir"
  if [ "${#isolate[@]}" -gt 0 ]; then
    exec "${isolate[@]}" bash -c 'ip link set lo up && exec env CI=true npm test'
  else
    exec env CI=true npm test
  fi
) >"$log" 2>&1
code=$?
set -e
ended=$(date +%s)

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
wall=$((ended - started))
echo "npm test: exit $code, $((wall / 60)) min $((wall % 60)) s wall${group:+, $(cpu_seconds) CPU-seconds}"
# Each part as it reports itself: the checks, the unit suite, the builds and each engine.
sed 's/\x1b\[[0-9;]*m//g' "$log" |
  grep -aE '^✓ (lint|type-check)|^ +Duration|done in|^Browser tests in' |
  sed 's/^/  /'
[ -n "$group" ] && rmdir "$group" 2>/dev/null
exit "$code"
