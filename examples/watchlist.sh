#!/usr/bin/env bash
# Kinora's REST door from the shell with curl (and jq to read JSON): sign in, search, add the first movie to the
# watch-later list, print the list. Run it against a running Kinora:
#
#   KINORA_URL=http://localhost:3000 KINORA_EMAIL=you@example.com KINORA_PASSWORD='your password' \
#     examples/watchlist.sh
#
# Without KINORA_EMAIL it first creates a throwaway account. KINORA_QUERY picks the search (default "star").
set -euo pipefail

BASE="${KINORA_URL:-http://localhost:3000}"
QUERY="${KINORA_QUERY:-star}"
JAR="$(mktemp)"
trap 'rm -f "$JAR"' EXIT

# Every call keeps the cookies (the session and XSRF-TOKEN) in the jar; a call that changes something echoes the
# XSRF-TOKEN cookie in the X-XSRF-TOKEN header. A failure answers {"success":false,"message","code"}: show it.
call() {
  local method="$1" path="$2" body="${3:-}"
  local args=(--silent --show-error --cookie "$JAR" --cookie-jar "$JAR" --request "$method" --write-out '\n%{http_code}')
  if [[ "$method" != GET ]]; then
    args+=(--header "x-xsrf-token: $(awk '$6 == "XSRF-TOKEN" { print $7 }' "$JAR")")
  fi
  if [[ -n "$body" ]]; then args+=(--header 'content-type: application/json' --data "$body"); fi
  local reply status
  reply="$(curl "${args[@]}" "$BASE$path")"
  status="${reply##*$'\n'}"
  reply="${reply%$'\n'*}"
  if (( status >= 400 )); then
    echo "Failed: $method $path answered $status: $(jq -r '.message // .' <<<"$reply")" >&2
    exit 1
  fi
  printf '%s' "$reply"
}

# Any GET hands out the anti-forgery cookie.
call GET /cronjob/run >/dev/null

if [[ -z "${KINORA_EMAIL:-}" ]]; then
  name="curl$(date +%s)$RANDOM"
  KINORA_EMAIL="$name@example.com"
  KINORA_PASSWORD="$name-password"
  call POST /api/v1/auth/signup "$(jq -n --arg e "$KINORA_EMAIL" --arg u "$name" --arg p "$KINORA_PASSWORD" \
    '{email: $e, username: $u, password: $p}')" >/dev/null
  echo "Created the account $KINORA_EMAIL"
fi

signin="$(call POST /api/v1/auth/signin "$(jq -n --arg e "$KINORA_EMAIL" --arg p "$KINORA_PASSWORD" \
  '{email: $e, password: $p}')")"
echo "Signed in as $(jq -r '.user.username' <<<"$signin")"

search="$(call GET "/api/v1/search/movie/$(jq -rn --arg q "$QUERY" '$q | @uri')")"
if [[ "$(jq -r '.success' <<<"$search")" != true ]]; then
  echo "No movie matches \"$QUERY\": $(jq -r '.message' <<<"$search")" >&2
  exit 1
fi
id="$(jq -r '.content[0].id' <<<"$search")"
echo "Searched \"$QUERY\": $(jq '.content | length' <<<"$search") movies, first \"$(jq -r '.content[0].title' <<<"$search")\" ($id)"

call PUT "/api/v1/movies/addWatch/$id" | jq -r '.message'

list="$(call GET /api/v1/movies/getWatchlist)"
echo "Watch later ($(jq '.content | length' <<<"$list")):"
jq -r '.content[] | "- \(.title) [\(.type) \(.id)]"' <<<"$list"
