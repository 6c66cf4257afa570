package rulesvg

import (
	"math"
	"strconv"
	"strings"
)

// svgWriter writes SVG elements in cell units to b.
type svgWriter struct{ b strings.Builder }

// Output helpers: numbers rounded to 3 decimals, points, elements.

// num writes x rounded to a thousandth of a cell, without trailing zeros
// (integer arithmetic: strconv's shortest float is slower).
func (d *svgWriter) num(x float64) {
	m := int64(math.Round(x * 1000))
	if m < 0 {
		d.b.WriteByte('-')
		m = -m
	}
	var buf [24]byte
	out := strconv.AppendInt(buf[:0], m/1000, 10)
	if frac := m % 1000; frac != 0 {
		out = append(out, '.', byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
		for out[len(out)-1] == '0' {
			out = out[:len(out)-1]
		}
	}
	d.b.Write(out)
}

// attr writes ` name="x"`.
func (d *svgWriter) attr(name string, x float64) {
	d.b.WriteByte(' ')
	d.b.WriteString(name)
	d.b.WriteString(`="`)
	d.num(x)
	d.b.WriteByte('"')
}

// pt writes "x y".
func (d *svgWriter) pt(p point) {
	d.num(p.x)
	d.b.WriteByte(' ')
	d.num(p.y)
}

// start writes `<tag class="class"`; the caller adds attributes and
// closes the tag.
func (d *svgWriter) start(tag, class string) {
	d.b.WriteByte('<')
	d.b.WriteString(tag)
	d.b.WriteString(` class="`)
	d.b.WriteString(class)
	d.b.WriteByte('"')
}

// circle draws a circle; a stroke width of 0 leaves the stroke to the
// style sheet (a filled circle has none).
func (d *svgWriter) circle(class string, c point, radius, width float64) {
	d.start("circle", class)
	d.attr("cx", c.x)
	d.attr("cy", c.y)
	d.attr("r", radius)
	if width > 0 {
		d.attr("stroke-width", width)
	}
	d.b.WriteString("/>")
}

// polyline draws a line through points (the style sheet rounds its joins
// and ends); one point makes a dot.
func (d *svgWriter) polyline(class string, width float64, pts []point) {
	d.start("polyline", class)
	d.attr("stroke-width", width)
	d.b.WriteString(` points="`)
	for i, p := range pts {
		if i > 0 {
			d.b.WriteByte(' ')
		}
		d.pt(p)
	}
	if len(pts) == 1 {
		d.b.WriteByte(' ')
		d.pt(pts[0])
	}
	d.b.WriteString(`"/>`)
}

// text writes a text element: centred on p, or else with p at the start
// of its baseline.
func (d *svgWriter) text(class string, p point, size float64, centred bool, s string) {
	d.start("text", class)
	d.attr("x", p.x)
	d.attr("y", p.y)
	d.attr("font-size", size)
	if centred {
		d.b.WriteString(` text-anchor="middle" dominant-baseline="central"`)
	}
	d.b.WriteByte('>')
	xmlEscape(&d.b, s)
	d.b.WriteString("</text>")
}

// xmlEscape writes s with the characters XML reserves escaped.
func xmlEscape(b *strings.Builder, s string) {
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&#39;")
		default:
			b.WriteRune(r)
		}
	}
}

// point is a position in cell units.
type point struct{ x, y float64 }

func (p point) add(q point) point     { return point{p.x + q.x, p.y + q.y} }
func (p point) sub(q point) point     { return point{p.x - q.x, p.y - q.y} }
func (p point) scale(k float64) point { return point{p.x * k, p.y * k} }
func (p point) length() float64       { return math.Hypot(p.x, p.y) }

// towards returns the point t cell units from p on the way to q.
func (p point) towards(q point, t float64) point {
	v := q.sub(p)
	if l := v.length(); l > 0 {
		return p.add(v.scale(t / l))
	}
	return p
}
