package host_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
)

func TestMemStoreConformance(t *testing.T) {
	hosttest.Run(t, func(t *testing.T) host.Store { return host.NewMemStore() })
}
