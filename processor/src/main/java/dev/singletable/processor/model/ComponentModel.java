package dev.singletable.processor.model;

import com.squareup.javapoet.TypeName;
import dev.singletable.processor.read.ValueKind;
import java.util.List;

/**
 * One record component as the generators see it.
 *
 * @param name the component (and accessor) name
 * @param type the Java type, as written in generated code
 * @param kind how the value is stored
 * @param primitive whether {@code type} is a primitive (it can never be null)
 * @param role source id, target id or plain attribute
 * @param attributeName the DynamoDB attribute name (attributes only; ids live in the keys)
 * @param enumConstants an enum's constants in declaration order (the model descriptor lists them, and its
 *     sample items take their values from them); empty for every other kind
 */
public record ComponentModel(
    String name, TypeName type, ValueKind kind, boolean primitive, Role role, String attributeName,
    List<String> enumConstants) {}
