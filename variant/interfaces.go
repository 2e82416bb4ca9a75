package variant

// Compile-time checks: the dynamic face forwards every optional interface of
// the contract, so a program holding an AnyPosition can ask for each one
// (AnyPosition stands here for any typed position).
var (
	_ AnyPosition               = dynamic[AnyPosition, Move]{}
	_ Controlled                = dynamic[AnyPosition, Move]{}
	_ Repeating                 = dynamic[AnyPosition, Move]{}
	_ CycleJudging[AnyPosition] = dynamic[AnyPosition, Move]{}
	_ Claiming                  = dynamic[AnyPosition, Move]{}
	_ Perfter                   = dynamic[AnyPosition, Move]{}
	_ Explaining[Move]          = dynamic[AnyPosition, Move]{}
)
