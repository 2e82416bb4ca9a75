module baselinematch

go 1.26.0
