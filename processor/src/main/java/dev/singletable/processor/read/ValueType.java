package dev.singletable.processor.read;

import com.squareup.javapoet.TypeName;
import java.util.List;

/**
 * A component's type, classified.
 *
 * @param kind how it would be stored
 * @param primitive whether it is a Java primitive
 * @param javaType the type as JavaPoet writes it
 * @param display the type as the user wrote it, for messages
 * @param constants an enum's constants in declaration order, which the model descriptor lists and its
 *     sample items use; empty for every other kind
 */
public record ValueType(ValueKind kind, boolean primitive, TypeName javaType, String display, List<String> constants) {}
