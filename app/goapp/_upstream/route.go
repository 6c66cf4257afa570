// This file replaces go-app v9.8.0's pkg/app/route.go in the build of
// web/app.wasm: see overlay.go. It is upstream's file without the routes by
// regexp (RouteWithRegexp and RouteWithRegexpFunc), which the page does not
// use and which alone linked package regexp and the Unicode tables into
// app.wasm. A build that calls them fails to compile, rather than routing
// differently.

package app

import (
	"reflect"
	"sync"
)

var (
	routes = makeRouter()
)

// Route set the type of component to be mounted when a page is navigated to the
// given path.
func Route(path string, c Composer) {
	RouteFunc(path, newZeroComponentFunc(c))
}

// RouteFunc set a function that creates the component to be mounted when a page
// is navigated to the given path.
func RouteFunc(path string, newComponent func() Composer) {
	routes.route(path, newComponent)
}

func newZeroComponentFunc(c Composer) func() Composer {
	componentType := reflect.TypeOf(c)

	return func() Composer {
		return reflect.New(componentType.Elem()).Interface().(Composer)
	}
}

type router struct {
	mu     sync.RWMutex
	routes map[string]func() Composer
}

func makeRouter() router {
	return router{
		routes: make(map[string]func() Composer),
	}
}

func (r *router) route(path string, newComponent func() Composer) {
	r.mu.Lock()
	defer r.mu.Unlock()

	r.routes[path] = newComponent
}

func (r *router) createComponent(path string) (Composer, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()

	newComponent, isRouted := r.routes[path]
	if !isRouted {
		return nil, false
	}

	return newComponent(), true
}
