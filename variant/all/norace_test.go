//go:build !race

package all_test

// raceDetector: the race detector is off (see race_test.go).
const raceDetector = false
