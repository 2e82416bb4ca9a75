//go:build !unix

package main

import "time"

// cpuTime is not measured here: the load test reports no CPU figure.
func cpuTime() time.Duration { return 0 }
