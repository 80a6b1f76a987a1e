#!/usr/bin/env bash
# Runs a command in a network namespace of its own, where two Chromium "phones" can reach each
# other over WebRTC with no server: loopback alone gives Chromium no ICE candidate, so the
# namespace gets a veth pair (10.213.0.1 and 10.213.0.2) and a default route through it. Nothing
# in it can reach the machine's network, and whatever the command starts (vite preview, a test
# page server) runs inside with it.
#
#   scripts/test/live-netns.sh npx vitest run --config vitest.e2e.config.ts tests/e2e/live-pairing.e2e.ts
#
# Needs root, or unprivileged user namespaces (then `unshare -r` maps this user to root inside).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

if ! command -v ip >/dev/null 2>&1; then
  echo "$0: the ip command is missing (apt-get install iproute2)." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  unshare_flags=(--net)
else
  unshare_flags=(--net --map-root-user)
fi

# A container without CAP_SYS_ADMIN (or a kernel without user namespaces) cannot make one: say so.
if ! unshare "${unshare_flags[@]}" true 2>/dev/null; then
  echo "$0: cannot create a network namespace here (unshare ${unshare_flags[*]} was refused)." >&2
  exit 1
fi

# The inner shell gets the command as its arguments, so no quoting is lost on the way.
exec unshare "${unshare_flags[@]}" bash -euo pipefail -c '
  ip link set lo up
  ip link add live0 type veth peer name live1
  ip addr add 10.213.0.1/24 dev live0
  ip addr add 10.213.0.2/24 dev live1
  ip link set live0 up
  ip link set live1 up
  # Without a default route Chromium gathers no candidate at all.
  ip route add default via 10.213.0.2 dev live0
  export LIVE_NETNS_ADDRESS=10.213.0.1
  exec "$@"
' live-netns "$@"
