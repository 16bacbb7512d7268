package dev.singletable.apicheck;

import java.util.List;

/**
 * One block of a dump: a class as its declaration line and one line per member, or an annotation
 * processor as what javac asks it.
 *
 * @param name the class's Java name ({@code dev.singletable.runtime.TransactionCancelledException.Outcome})
 * @param section the part of the dump it belongs to
 * @param declaration modifiers, kind, name, type parameters, record components, supertypes, permits
 * @param members enum constants in declaration order, then fields, constructors and methods, sorted
 */
record ApiType(String name, Section section, String declaration, List<String> members) {

  /** The parts of a dump, in the order it lists them, each under its heading. */
  enum Section {
    API("# API: what users call"),
    CONTRACT("# Generated-code contract: the exported internal packages that generated code calls; not a user API"),
    PROCESSOR("# Annotation processor: how javac finds it and what it accepts");

    private final String heading;

    Section(String heading) {
      this.heading = heading;
    }

    String heading() {
      return heading;
    }
  }
}
