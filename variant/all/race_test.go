//go:build race

package all_test

// raceDetector: the race detector is on; it drops items from sync.Pools
// at random (rithmomachia keeps scratch space in one), so allocation
// counts do not hold.
const raceDetector = true
