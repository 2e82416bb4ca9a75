package main

// synopsis is the first part of the -h text; TestUsageNamesEveryFlag checks
// that it names every flag.
const synopsis = `server is a game server for every Ludus game: people play each other or
the computer on a web page, and every game is kept in a database.

Usage:
  server [-addr HOST:PORT] [-db FILE | -db postgres://...] [-think D] [-workers N]
         [-max-open N] [-per-client N] [-rate N] [-sweep D] [-db-conns N]
         [-trusted-proxy LIST] [-streams N] [-streams-per-client N] [-listen=false]

With no flag the games are kept in the SQLite file ludus.db in the working
directory and the page is at http://127.0.0.1:8080. With -db postgres://...
several server processes serve the same games.

`

const examples = `
Examples:
  server                                    # page at http://127.0.0.1:8080, games in ./ludus.db
  server -addr 0.0.0.0:8080 -db games.db    # reachable from the network, another file
  server -db 'postgres://ludus:ludus@127.0.0.1:5432/ludus?sslmode=disable' -think 2s
  server -addr 127.0.0.1:8081 -db "$LUDUS_PG_DSN" -sweep 250ms   # a second process on one database

The first "go run ./examples/server" compiles the SQLite driver, which takes
a few minutes; later runs start at once.
`
