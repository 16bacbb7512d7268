package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;

/**
 * One kind of item a table stores. Edges are the only kind today; a node kind (fixed sort keys,
 * counters fed by its edges) joins as another permitted model, and the table rules and the table
 * class then see both through this type and their {@link KeyLayout}s.
 */
public sealed interface ItemTypeModel permits EdgeModel {

  /** The user's record. */
  ClassName record();

  /** The value of the {@code _type} attribute. */
  String entityName();

  /** Which key attribute receives which key. */
  KeyLayout keys();
}
