package dev.singletable.processor.generate;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * One kind of generated file, written from one model ({@code M}: an {@code EdgeModel}, a
 * {@code NodeModel}, either as an {@code ItemTypeModel}, or a {@code TableModel}). This base writes
 * what every generated file has, so that no generator repeats it: the class's javadoc, then
 * {@code @Generated("dev.singletable.processor.SingleTableProcessor")} without a date and
 * {@code public final class}, in the package of the class, indented by two spaces, with no imports
 * from {@code java.lang}. A generator names the class, gives its javadoc and adds the rest: the
 * superclass or interface, fields, constructors, methods and nested types.
 */
public abstract class SourceFileGenerator<M> {
  /** {@code @Generated("dev.singletable.processor.SingleTableProcessor")}, without a date. */
  private static final AnnotationSpec GENERATED = AnnotationSpec.builder(
          ClassName.get("javax.annotation.processing", "Generated"))
      .addMember("value", "$S", "dev.singletable.processor.SingleTableProcessor")
      .build();

  SourceFileGenerator() {}

  // /** javadoc(model) */
  // @Generated("dev.singletable.processor.SingleTableProcessor")
  // public final class FollowKeys { ...addMembers(model, type)... }
  /** The file of {@code model}, or empty if {@code model} gets no file of this kind. */
  public final Optional<JavaFile> generate(M model) {
    if (!writes(model)) {
      return Optional.empty();
    }
    ClassName name = className(model);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addJavadoc(javadoc(model))
        .addAnnotation(GENERATED)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL);
    addMembers(model, type);
    return Optional.of(JavaFile.builder(name.packageName(), type.build())
        .skipJavaLangImports(true)
        .indent("  ")
        .build());
  }

  /** Whether {@code model} gets a file of this kind; most models do. */
  boolean writes(M model) {
    return true;
  }

  /** The generated class, e.g. {@code com.example.FollowKeys}. */
  abstract ClassName className(M model);

  /** The generated class's javadoc. */
  abstract CodeBlock javadoc(M model);

  /** Adds everything but the preamble: the superclass or interface, fields, constructors, methods, nested types. */
  abstract void addMembers(M model, TypeSpec.Builder type);
}
