module github.com/ludus-chess/ludus

go 1.26
