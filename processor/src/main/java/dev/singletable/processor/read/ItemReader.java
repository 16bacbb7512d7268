package dev.singletable.processor.read;

import javax.lang.model.element.TypeElement;

/** Reads an annotated type by its kind. */
public final class ItemReader {

  private ItemReader() {}

  /** An {@code @Edge} or {@code @Node} type; one with both is read as the edge it also is, which its rules reject. */
  public static ItemTypeDeclaration read(TypeElement type) {
    return Annotations.find(type, Annotations.EDGE).isPresent() ? EdgeReader.read(type) : NodeReader.read(type);
  }
}
