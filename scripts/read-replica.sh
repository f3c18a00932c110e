#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL primary, as a second cluster on this machine:
# what DATABASE_READ_URL points at, and what apps/server/src/db/read-replica.api.test.ts runs on.
#
#   scripts/read-replica.sh            create it (or start it, or rebuild it if it stopped
#                                      streaming) and print DATABASE_READ_URL
#   scripts/read-replica.sh --remove   stop and drop it
#
# Environment: PRIMARY_PORT (5432), REPLICA_PORT (5433), REPLICA_CLUSTER (replica), PG_VERSION (15).
# Run as root or as postgres. Safe to run again. It never restarts, reloads or reconfigures the
# primary: it only reads it, over a replication connection (pg_basebackup, then streaming), which
# the primary's pg_hba.conf must allow from 127.0.0.1; the script says what to add when it does not.
set -euo pipefail

PG_VERSION="${PG_VERSION:-15}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_CLUSTER="${REPLICA_CLUSTER:-replica}"
HOST=127.0.0.1

die() {
  echo "read-replica: $*" >&2
  exit 1
}

as_postgres() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  elif [[ "$(id -un)" == postgres ]]; then
    "$@"
  else
    die "run me as root or as postgres"
  fi
}

primary_sql() { psql -XAtq -h "$HOST" -p "$PRIMARY_PORT" -U postgres -d postgres -c "$1"; }
replica_sql() { psql -XAtq -h "$HOST" -p "$REPLICA_PORT" -U postgres -d postgres -c "$1"; }

# The replica cluster's line of pg_lsclusters (version, name, port, status, owner, data dir, log).
cluster_line() { pg_lsclusters --no-header | awk -v v="$PG_VERSION" -v n="$REPLICA_CLUSTER" '$1 == v && $2 == n'; }
cluster_status() { cluster_line | awk '{ print $4 }'; }

is_streaming() {
  [[ "$(replica_sql 'select pg_is_in_recovery()' 2>/dev/null)" == t ]] &&
    [[ "$(replica_sql 'select status from pg_stat_wal_receiver' 2>/dev/null)" == streaming ]] &&
    replica_sql 'show primary_conninfo' 2>/dev/null | grep -q "port=$PRIMARY_PORT"
}

wait_for_streaming() {
  for _ in $(seq 1 60); do
    is_streaming && return 0
    sleep 1
  done
  return 1
}

remove_replica() {
  if [[ -z "$(cluster_line)" ]]; then
    echo "No cluster $PG_VERSION/$REPLICA_CLUSTER: nothing to remove."
    return
  fi
  pg_dropcluster "$PG_VERSION" "$REPLICA_CLUSTER" --stop
  echo "Dropped the read replica $PG_VERSION/$REPLICA_CLUSTER (port $REPLICA_PORT)."
}

check_primary_allows_replication() {
  pg_isready -q -h "$HOST" -p "$PRIMARY_PORT" || die "no PostgreSQL answers on $HOST:$PRIMARY_PORT"
  local wal_level senders
  wal_level="$(primary_sql 'show wal_level')"
  senders="$(primary_sql 'show max_wal_senders')"
  [[ "$wal_level" == replica || "$wal_level" == logical ]] ||
    die "the primary has wal_level=$wal_level; streaming needs replica (a restart of the primary: not done here)"
  [[ "$senders" -gt 0 ]] || die "the primary has max_wal_senders=0 (a restart of the primary: not done here)"
  if ! psql -XAtq "host=$HOST port=$PRIMARY_PORT user=postgres dbname=replication replication=true" \
    -c IDENTIFY_SYSTEM >/dev/null 2>&1; then
    local hba
    hba="$(primary_sql 'show hba_file')"
    cat >&2 <<EOF
read-replica: the primary on $HOST:$PRIMARY_PORT refuses replication connections from $HOST.
Its pg_hba.conf ($hba) needs a line such as (before any line that would reject it):

    host  replication  postgres  $HOST/32  trust

and then a reload of the primary (pg_ctlcluster <version> <cluster> reload, or
select pg_reload_conf(); it drops no connection). This script does not change the primary:
ask whoever runs it, then run this script again.
EOF
    exit 2
  fi
}

create_replica() {
  [[ "$REPLICA_PORT" != 5434 ]] || die "port 5434 is kept for the kill drill: choose another REPLICA_PORT"
  [[ "$REPLICA_PORT" != "$PRIMARY_PORT" ]] || die "REPLICA_PORT and PRIMARY_PORT are the same"
  command -v pg_createcluster >/dev/null || die "pg_createcluster not found (Debian's postgresql-common)"

  case "$(cluster_status)" in
    online*)
      is_streaming && return 0
      echo "The cluster $PG_VERSION/$REPLICA_CLUSTER runs but does not stream from port $PRIMARY_PORT: rebuilding it."
      ;;
    down*)
      pg_ctlcluster "$PG_VERSION" "$REPLICA_CLUSTER" start || true
      wait_for_streaming && return 0
      echo "The cluster $PG_VERSION/$REPLICA_CLUSTER started but does not stream (too far behind?): rebuilding it."
      ;;
    "") ;;
    *) echo "The cluster $PG_VERSION/$REPLICA_CLUSTER is $(cluster_status): rebuilding it." ;;
  esac

  check_primary_allows_replication
  [[ -z "$(cluster_line)" ]] || pg_dropcluster "$PG_VERSION" "$REPLICA_CLUSTER" --stop
  if ss -Hltn "sport = :$REPLICA_PORT" | grep -q .; then
    die "something already listens on port $REPLICA_PORT"
  fi

  # The cluster gives the replica its configuration and service; its data is replaced by a copy
  # of the primary's, which streams on from where the copy ends (-R writes standby.signal and
  # primary_conninfo; -X stream carries the WAL written during the copy; -c fast asks the
  # primary for a checkpoint now instead of waiting for the next one).
  pg_createcluster "$PG_VERSION" "$REPLICA_CLUSTER" -p "$REPLICA_PORT" >/dev/null
  local data_dir conf_dir
  data_dir="$(cluster_line | awk '{ print $6 }')"
  conf_dir="/etc/postgresql/$PG_VERSION/$REPLICA_CLUSTER"
  [[ -n "$data_dir" && -d "$data_dir" ]] || die "no data directory for $PG_VERSION/$REPLICA_CLUSTER"
  as_postgres find "$data_dir" -mindepth 1 -delete
  as_postgres pg_basebackup -h "$HOST" -p "$PRIMARY_PORT" -U postgres -D "$data_dir" -R -X stream -c fast
  # Ask the primary to keep rows a replica query still reads, rather than cancel the query.
  echo "hot_standby_feedback = on" >>"$conf_dir/postgresql.conf"
  # The replica lets in whom the primary lets in (pg_hba.conf is not part of the copied data).
  local primary_hba
  primary_hba="$(primary_sql 'show hba_file')"
  if [[ -r "$primary_hba" ]]; then
    install -o postgres -g postgres -m 640 "$primary_hba" "$conf_dir/pg_hba.conf"
  else
    echo "read-replica: cannot read the primary's $primary_hba: the replica keeps Debian's default pg_hba.conf" >&2
  fi
  pg_ctlcluster "$PG_VERSION" "$REPLICA_CLUSTER" start
  wait_for_streaming || die "the replica started but does not stream; see /var/log/postgresql/postgresql-$PG_VERSION-$REPLICA_CLUSTER.log"
}

print_replica() {
  local behind
  behind="$(replica_sql 'select pg_last_wal_replay_lsn()')"
  behind="$(primary_sql "select pg_current_wal_lsn() - '$behind'::pg_lsn")"
  cat <<EOF
Read replica $PG_VERSION/$REPLICA_CLUSTER on $HOST:$REPLICA_PORT streams from $HOST:$PRIMARY_PORT ($behind bytes of WAL behind).
It holds every database of the primary: use DATABASE_URL's database name, for example

DATABASE_READ_URL=postgres://postgres@$HOST:$REPLICA_PORT/leisure

and for the API tests (TEST_DATABASE=postgres, DATABASE_URL on port $PRIMARY_PORT):
TEST_DATABASE_READ_URL=postgres://postgres@$HOST:$REPLICA_PORT/test
EOF
}

case "${1:-}" in
  --remove) remove_replica ;;
  "")
    create_replica
    print_replica
    ;;
  *) die "usage: $0 [--remove]" ;;
esac
