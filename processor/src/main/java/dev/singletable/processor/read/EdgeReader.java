package dev.singletable.processor.read;

import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads an {@code @Edge} type into an {@link EdgeDeclaration}. */
public final class EdgeReader {

  private EdgeReader() {}

  public static EdgeDeclaration read(TypeElement type) {
    AnnotationMirror edge = Annotations.find(type, Annotations.EDGE).orElseThrow();
    return new EdgeDeclaration(
        type,
        RecordReader.describe(type),
        type.getTypeParameters().stream().map(Object::toString).collect(Collectors.joining(", ")),
        RecordReader.isUnreachable(type),
        Annotations.stringValue(edge, "source"),
        Annotations.stringValue(edge, "target"),
        Annotations.stringValue(edge, "invertedIndex"),
        Annotations.intValue(edge, "invertedIndexShards"),
        Annotations.stringValue(edge, "invertedIndexSort"),
        Annotations.stringValue(edge, "table"),
        Annotations.stringValue(edge, "listFromSource"),
        Annotations.stringValue(edge, "listFromTarget"),
        Annotations.stringValue(edge, "accessor"),
        Location.of(type, edge),
        RecordReader.memberLocation(type, edge, "source"),
        RecordReader.memberLocation(type, edge, "target"),
        RecordReader.memberLocation(type, edge, "invertedIndex"),
        RecordReader.memberLocation(type, edge, "invertedIndexShards"),
        RecordReader.memberLocation(type, edge, "invertedIndexSort"),
        RecordReader.memberLocation(type, edge, "table"),
        RecordReader.memberLocation(type, edge, "listFromSource"),
        RecordReader.memberLocation(type, edge, "listFromTarget"),
        RecordReader.memberLocation(type, edge, "accessor"),
        Annotations.find(type, Annotations.NODE).map(node -> Location.of(type, node)).orElse(null),
        RecordReader.components(type, false),
        IndexReader.read(type));
  }
}
